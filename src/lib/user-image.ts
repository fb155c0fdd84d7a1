/** The image every account has until its owner uploads a photo (the seed's and the backend's default). */
export const DEFAULT_USER_IMAGE = '/img/user.png'

/** The wire's `media` of a user: their own photo, or null while they still have the default image. */
export const ownPhoto = (image: string): { path: string } | null =>
  image === DEFAULT_USER_IMAGE ? null : { path: image }
