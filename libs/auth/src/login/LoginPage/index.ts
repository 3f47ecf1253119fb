export { LOGIN_STATS, LOGIN_TAGLINE, LoginPage, type LoginPageProps } from './LoginPage';
