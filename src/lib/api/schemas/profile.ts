import * as z from 'zod';

/** The signed-in user's social profile page: header, about, teams, posts and suggestions. */
const person = z.object({ avatar: z.string(), username: z.string() });

export const profileData = z.object({
  header: z.object({ avatar: z.string(), username: z.string(), designation: z.string(), coverImg: z.string() }),
  userAbout: z.object({
    about: z.string(),
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  suggestedPages: z.array(
    z.object({ avatar: z.string(), username: z.string(), subtitle: z.string(), favorite: z.boolean() }),
  ),
  twitterFeeds: z.array(
    z.object({
      id: z.number().int(),
      imgUrl: z.string(),
      title: z.string(),
      tags: z.string(),
      desc: z.string(),
      favorite: z.boolean(),
    }),
  ),
  post: z.array(
    person.extend({
      postTime: z.string(),
      postText: z.string(),
      postImg: z.string(),
      likes: z.number().int(),
      youLiked: z.boolean(),
      comments: z.number().int(),
      share: z.number().int(),
      likedUsers: z.array(person),
      likedCount: z.number().int(),
      detailedComments: z.array(
        person.extend({ comment: z.string(), commentsLikes: z.number().int(), youLiked: z.boolean() }),
      ),
    }),
  ),
  latestPhotos: z.array(z.object({ img: z.string() })),
  suggestions: z.array(z.object({ avatar: z.string(), name: z.string(), mutualFriend: z.string() })),
  polls: z.array(
    z.object({
      name: z.string(),
      result: z.string(),
      votedUser: z.array(z.object({ img: z.string(), username: z.string() })),
    }),
  ),
});
export type ProfileData = z.infer<typeof profileData>;
