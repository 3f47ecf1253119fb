// Test helper: the auth catalogue's English, as the components read it without an I18nProvider,
// for the rules that take the page's `t`.
export { englishAuth as english } from '../i18n/english';
