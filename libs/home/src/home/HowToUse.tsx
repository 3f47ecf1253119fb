import type { HomeData } from '@rewards/api-contract';
import { Columns, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';

export interface HowToUseProps {
  howToUse: HomeData['howToUse'];
}

/** 'How to use' in three steps: become a member, activate benefits, avail them on the partner's site or app. */
export function HowToUse({ howToUse }: HowToUseProps) {
  const t = useT(homeCatalogue);
  return (
    <Stack as="section" space="standard" aria-labelledby="how-to-use-title">
      <h2 id="how-to-use-title" className={styles.heading}>
        {howToUse.title}
      </h2>
      <Columns as="ol" space="standard" columns={{ mobile: 1, tablet: 3 }}>
        {howToUse.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <Stack space="small">
              <img className={styles.stepIcon} src={step.icon} alt="" width={48} height={48} loading="lazy" />
              <span className={styles.stepNumber}>{t('howToUse.step', { number: index + 1 })}</span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.muted}>{step.description}</p>
            </Stack>
          </li>
        ))}
      </Columns>
    </Stack>
  );
}
