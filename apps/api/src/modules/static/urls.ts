/** Where the API serves a generated picture: every seed file names its pictures, never a full URL. */
export const staticImageUrl = (imageName: string) => `/static/2x/${imageName}`;

/** Where the API serves a video the seed names (`sample-event` → `/static/video/sample-event.webm`). */
export const staticVideoUrl = (name: string) => `/static/video/${name}.webm`;

/** Its captions (WebVTT). */
export const staticCaptionsUrl = (name: string) => `/static/video/${name}.vtt`;
