import { HttpResponse, type HttpResponseResolver } from 'msw';
import { blogPostQuery } from '@/lib/api/schemas/blog';
import { answerWith, notFound, parseQuery } from '../http';
import * as blog from '../services/blog';

export const blogListResolver = answerWith(blog.blogList);
export const blogSidebarResolver = answerWith(blog.blogSidebar);

export const blogDetailResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, blogPostQuery);
  if (!query.ok) return query.response;
  const found = await blog.blogDetail(query.data.id);
  return found ? HttpResponse.json(found) : notFound(`Blog post ${query.data.id}`);
};

export const blogEditResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, blogPostQuery);
  if (!query.ok) return query.response;
  const found = await blog.blogEdit(query.data.id);
  return found ? HttpResponse.json(found) : notFound(`Blog post ${query.data.id}`);
};
