export { GiftCodeStrip, type GiftCodeStripProps } from './GiftCodeStrip';
