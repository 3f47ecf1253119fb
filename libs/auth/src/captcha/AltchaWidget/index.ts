export { AltchaWidget, type AltchaWidgetProps } from './AltchaWidget';
