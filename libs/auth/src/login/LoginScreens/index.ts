export { LoginScreens, type LoginScreensProps } from './LoginScreens';
