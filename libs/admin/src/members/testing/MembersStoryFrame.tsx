// The members section in a story: the console's providers over a fake server (the same client
// middleware and query cache as the app), inside the router Storybook's preview gives each story.
// For stories only.
import { sectionStory } from '../../testing';
import MembersSection from '../MembersSection';

export const MembersStoryFrame = sectionStory('/members/*', MembersSection, { main: true });
