import { HttpResponse, type HttpResponseResolver } from 'msw';
import { updateBookmarkBody } from '@/lib/api/schemas/search';
import { notFound, parseBody } from '../http';
import { bookmarks, searchData, toggleBookmark } from '../services/search';

export const searchResolver: HttpResponseResolver = async () => HttpResponse.json(await searchData());
export const bookmarksResolver: HttpResponseResolver = async () => HttpResponse.json(await bookmarks());

export const updateBookmarkResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updateBookmarkBody);
  if (!body.ok) return body.response;
  const page = await toggleBookmark(body.data.id);
  return page ? HttpResponse.json({ page }) : notFound(`Page ${body.data.id}`);
};
