export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './Button.css';
