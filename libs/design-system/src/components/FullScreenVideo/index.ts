export { FullScreenVideo, type FullScreenVideoProps, type VideoCaptions } from './FullScreenVideo';
export { startPlayback, VIDEO_DEFAULT_VOLUME, type PlaybackStart } from './playback';
