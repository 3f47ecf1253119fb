export { PauseButton, type PauseButtonProps } from './PauseButton';
