export { HomeJoin } from './HomeJoin';
