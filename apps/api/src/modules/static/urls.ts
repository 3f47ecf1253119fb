/** Where the API serves a generated picture: every seed file names its pictures, never a full URL. */
export const staticImageUrl = (imageName: string) => `/static/2x/${imageName}`;
