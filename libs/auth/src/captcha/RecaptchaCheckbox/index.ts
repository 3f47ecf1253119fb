export { RecaptchaCheckbox, type RecaptchaCheckboxProps } from './RecaptchaCheckbox';
