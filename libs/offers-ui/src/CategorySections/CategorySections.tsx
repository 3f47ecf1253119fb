import type { Category } from '@rewards/api-contract';
import { usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import { browsableCategories } from '../findCategory';
import { categoryHref } from '../offerHref';
import { OfferGrid } from '../OfferGrid/OfferGrid';
import * as page from '../routes/page.css';
import * as styles from '../routes/home.css';

/** Company offers a category shows on a home page: four plus the welcome offer. */
export const HOME_CATEGORY_OFFERS = 5;

/** Every browsable category with its first offers and a "See all" link, as the home pages show them. */
export function CategorySections({ categories }: { categories: Category[] }) {
  const partner = usePartner();
  const shown = browsableCategories(categories);
  return (
    <>
      {shown.map((category) => (
        <section key={category.id} className={page.section} aria-labelledby={`category-${category.slug}`}>
          <div className={page.sectionHeader}>
            <h2 id={`category-${category.slug}`} className={page.h2}>
              {category.displayName}
            </h2>
            <Link to={categoryHref(partner.categoriesPath, category.slug)} className={page.link}>
              See all<span className={styles.visuallyHidden}> {category.displayName} offers</span>
            </Link>
          </div>
          <OfferGrid offers={category.companyOffers.slice(0, HOME_CATEGORY_OFFERS)} label={`${category.displayName} offers`} />
        </section>
      ))}
    </>
  );
}
