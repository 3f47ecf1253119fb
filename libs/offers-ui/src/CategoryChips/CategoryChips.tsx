import type { Category } from '@rewards/api-contract';
import { usePartner } from '@rewards/partner';
import { NavLink } from 'react-router-dom';
import { categoryHref } from '../offerHref';
import * as page from '../routes/page.css';

/** Links to every category; the current one is marked `aria-current="page"`. */
export function CategoryChips({ categories }: { categories: readonly Category[] }) {
  const partner = usePartner();
  return (
    <nav aria-label="Categories">
      <ul className={page.chips}>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={categoryHref(partner.categoriesPath, category.slug)} className={page.chip}>
              {category.displayName}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
