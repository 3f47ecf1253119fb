export { CategorySections, HOME_CATEGORY_OFFERS } from './CategorySections';
