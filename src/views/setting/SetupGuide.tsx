/**
 * The first administrator's guide (issue 20 §0): while the shop's set-up is not complete, the shop's home and
 * /setting show what to set up, in order, each step a link to its settings screen and ticked once done. Only
 * for users who may view the settings (the caller checks); the facts come from the reference data (reloaded
 * after every settings write) and the settings lists.
 */
import { Check, Circle } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { ListResult } from '../../api/client';
import { menuHref, screen } from '../../domain/screens';
import { reference } from '../../store/reference';
import { setupSteps, type SetupStep, type SetupStore } from './setup-steps';
import styles from './SetupGuide.module.css';

const STORES = '/setting/stores?limit=200';
const PAYMENT_METHODS = '/setting/payment-methods?limit=1';
const SHIPPING_METHODS = '/setting/shipping-methods?limit=1';

const countOf = (list: ListResult<unknown> | undefined) => list?.records ?? list?.data.length ?? 0;

/** The set-up steps, or null while the facts load (or when `enabled` is false). */
export function useSetupSteps(enabled: boolean): SetupStep[] | null {
  const ref = useSnapshot(reference);
  const stores = useSWR<ListResult<SetupStore>>(enabled ? STORES : null);
  const payment = useSWR<ListResult<unknown>>(enabled ? PAYMENT_METHODS : null);
  const shipping = useSWR<ListResult<unknown>>(enabled ? SHIPPING_METHODS : null);
  if (!enabled || !stores.data || !payment.data || !shipping.data) return null;
  return setupSteps({
    currencyGroups: ref.currencyGroups.length,
    storeGroups: ref.storeGroups.length,
    stores: stores.data.data,
    vatCountries: new Set(ref.vat.map((v) => v.CountryCode)),
    paymentMethods: countOf(payment.data),
    shippingMethods: countOf(shipping.data),
  });
}

export const setupComplete = (steps: readonly SetupStep[]) => steps.every((s) => s.done);

export function SetupGuide({ steps, className }: { steps: readonly SetupStep[]; className?: string }) {
  const next = steps.find((s) => !s.done);
  return (
    <section aria-labelledby="setup-guide-title" className={[styles.guide, className].filter(Boolean).join(' ')}>
      <h2 id="setup-guide-title">
        <FormattedMessage id="setup.title" />
      </h2>
      <p className={styles.intro}>
        <FormattedMessage id="setup.intro" />
      </p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step} data-done={step.done} aria-current={step === next ? 'step' : undefined}>
            {step.done ? <Check aria-hidden className={styles.done} size={18} /> : <Circle aria-hidden className={styles.todo} size={18} />}
            <div>
              <Link href={menuHref(screen(step.screen))} className={styles.link}>
                <FormattedMessage id={step.titleId} />
              </Link>{' '}
              <span className={styles.state}>
                <FormattedMessage id={step.done ? 'setup.done' : 'setup.todo'} />
              </span>
              <p className={styles.hint}>
                <FormattedMessage id={step.hintId} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
