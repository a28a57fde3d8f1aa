import type { BlogDetail, BlogListItem, BlogSidebar } from '@/lib/api/schemas/blog';

/**
 * A post's picture written into the page (a data URL, nothing to fetch), 16:9 as the real ones, with
 * shapes: the skeleton's cards are the list's largest paint before the data comes, and browsers do
 * not count a flat picture.
 */
export const placeholderPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#e7e7ff"/>' +
    '<circle cx="150" cy="110" r="46" fill="#c9c4fa"/><path d="M0 360L140 175L300 300L420 150L640 360Z" fill="#a8a1f7"/></svg>',
)}`;

/** Posts of realistic lengths, drawn as a skeleton while the real ones load. */
export const placeholderPosts = (count: number): BlogListItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: -(i + 1),
    img: placeholderPicture,
    title: 'The Best Features Coming to iOS and Web Design',
    avatar: '',
    userFullName: 'Sigurd Stehr',
    blogPosted: '2026-01-12',
    tags: ['Food'],
    excerpt:
      'The Best Features Coming: stand-alone leading edge circuit, explained in plain words with examples you can use today.',
    comment: 1786,
    status: 'Published',
  }));

export const placeholderRecent: BlogSidebar['recentPosts'] = Array.from({ length: 4 }, (_, i) => ({
  id: -(i + 1),
  img: placeholderPicture,
  title: 'Ten Cosy Recipes for a Rainy Sunday',
  createdTime: '2026-01-11',
}));

/** A post of realistic length, drawn as a skeleton while the real one loads. */
export const placeholderPost: BlogDetail['blog'] = {
  id: 0,
  img: placeholderPicture,
  title: 'The Best Features Coming to iOS and Web Design',
  avatar: '',
  userFullName: 'Sigurd Stehr',
  createdTime: '2026-01-12',
  tags: ['Food'],
  content:
    '<p>The Best Features Coming: stand-alone leading edge circuit, explained in plain words with examples you can use today.</p>' +
    '<h2>Where to start</h2><p>Start small. Pick one idea from this post, try it for a week, and keep notes on what changed.</p>',
  comments: 0,
  status: 'Published',
};
