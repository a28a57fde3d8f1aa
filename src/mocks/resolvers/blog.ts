import { HttpResponse, type HttpResponseResolver } from 'msw';
import { blogCommentBody, blogListQuery, blogPostQuery, blogSaveBody } from '@/lib/api/schemas/blog';
import { answerWith, errorResponse, notFound, parseBody, parseQuery } from '../http';
import * as blog from '../services/blog';
import { userIdFromRequest } from '../services/tokens';

export const blogListResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, blogListQuery);
  return query.ok ? HttpResponse.json(await blog.blogList(query.data)) : query.response;
};

export const blogSidebarResolver = answerWith(blog.blogSidebar);

/** `/detail` and `/edit`: one post by `id`, or the newest. */
const onePost =
  (read: (id?: number) => Promise<object | undefined>): HttpResponseResolver =>
  async ({ request }) => {
    const query = parseQuery(request, blogPostQuery);
    if (!query.ok) return query.response;
    const found = await read(query.data.id);
    return found ? HttpResponse.json(found) : notFound(`Blog post ${query.data.id}`);
  };

export const blogDetailResolver = onePost(blog.blogDetail);
export const blogEditResolver = onePost(blog.blogEdit);

/** Beyond the original brief: saving a post (docs/demo-api.md, Blog). */
export const blogSaveResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, blogSaveBody);
  if (!body.ok) return body.response;
  const result = await blog.saveBlogPost(body.data);
  return result.ok ? HttpResponse.json(result.post) : errorResponse(result.status, result.error);
};

/** Beyond the original brief: a comment by the signed-in user. */
export const blogCommentResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, blogCommentBody);
  if (!body.ok) return body.response;
  const { postId, commentText } = body.data;
  const added = await blog.addBlogComment(postId, commentText, await userIdFromRequest(request));
  return added ? HttpResponse.json(added, { status: 201 }) : notFound(`Blog post ${postId}`);
};
