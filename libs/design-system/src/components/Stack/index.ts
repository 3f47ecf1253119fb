export { Stack, type StackProps } from './Stack';
export { stackAlignments, stackElements, type StackAlign, type StackElement } from './Stack.css';
