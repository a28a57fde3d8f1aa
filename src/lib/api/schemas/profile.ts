import * as z from '../zod';

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
      id: z.number().check(z.int()),
      imgUrl: z.string(),
      title: z.string(),
      tags: z.string(),
      desc: z.string(),
      favorite: z.boolean(),
    }),
  ),
  post: z.array(
    z.extend(person, {
      postTime: z.string(),
      postText: z.string(),
      postImg: z.string(),
      likes: z.number().check(z.int()),
      youLiked: z.boolean(),
      comments: z.number().check(z.int()),
      share: z.number().check(z.int()),
      likedUsers: z.array(person),
      likedCount: z.number().check(z.int()),
      detailedComments: z.array(
        z.extend(person, { comment: z.string(), commentsLikes: z.number().check(z.int()), youLiked: z.boolean() }),
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
