import * as z from 'zod/mini';

/** Format badges of spec section 3, as the mobile API names them. */
export const SHOW_FORMATS = [
  'screenx',
  'imax',
  '4dx',
  'dolby',
  '4dx-screenx',
  'kids',
  'mome',
  'vip',
  'first',
  'onyx',
  'cocoon',
  'tediber',
  'lounge',
  'lounge-simplified',
] as const;
export const ShowFormat = z.enum(SHOW_FORMATS);
export type ShowFormat = z.infer<typeof ShowFormat>;

/** Rating ids of spec section 3: Love 3, Like 2, Disappointed 1; null is "not rated". */
export const EmotionId = z.nullable(z.union([z.literal(1), z.literal(2), z.literal(3)]));
export type EmotionId = z.infer<typeof EmotionId>;

/** One of the member's shows (spec section 3 "showsIntentionEmotion"). */
export const Show = z.object({
  id: z.string(),
  /** `movie` links to the show-list route, anything else to the entertainment route. */
  kind: z.enum(['movie', 'event']),
  title: z.string(),
  /** Catalogue slug of the film or event, for its link. */
  slug: z.string(),
  /** Poster image URL (may be relative to the mobile host). */
  poster: z.optional(z.string()),
  /** ISO date-time of the showing the member went to, or plans to. */
  date: z.string(),
  cinemaName: z.optional(z.string()),
  formats: z.array(ShowFormat),
  /** `seen`: the member went; `wish`: on their list to see. */
  intention: z.enum(['seen', 'wish']),
  emotion: EmotionId,
});
export type Show = z.infer<typeof Show>;

/** GET {mobile}/v4/client/shows */
export const ShowsResponse = z.object({ shows: z.array(Show) });
export type ShowsResponse = z.infer<typeof ShowsResponse>;

/** PUT {mobile}/v4/client/shows/{id}/emotion: rates a show (null clears the rating); answers the show. */
export const RateShowRequest = z.object({ emotion: EmotionId });
export type RateShowRequest = z.infer<typeof RateShowRequest>;
