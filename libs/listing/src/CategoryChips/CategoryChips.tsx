import type { Category } from '@rewards/api-contract';
import { Inline } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { NavLink } from 'react-router-dom';
import { categoryHref } from '@rewards/offers/offerHref';
import * as page from '@rewards/offers/page.css';
import { listingCatalogue } from '../i18n/catalogue';

export interface CategoryChipsProps {
  categories: readonly Category[];
  /** The listing base the chips lead under; the partner's categories path by default. */
  basePath?: string;
}

/** Links to every category; the current one is marked `aria-current="page"`. */
export function CategoryChips({ categories, basePath }: CategoryChipsProps) {
  const partner = usePartner();
  const t = useT(listingCatalogue);
  return (
    <nav aria-label={t('chips.label')}>
      <Inline as="ul" space="small">
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={categoryHref(basePath ?? partner.categoriesPath, category.slug)} className={page.chip}>
              {category.displayName}
            </NavLink>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
