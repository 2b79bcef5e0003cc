// A card drawn large (the edit, detail and validation pages): the
// authorizer's icon and colours, the last four digits (or the store's name),
// the alias or holder, and the expiry. Screen readers get one sentence, not
// the dots. Greyed out once the card is blocked or deleted.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import '../../../../lib/locales/wallet';
import { cardDisplayState } from '../../shared/utils/card-display';
import { issuerColorsOf } from '../../shared/utils/issuer-color';
import { CardIcon } from '../../shared/components/card-icon';
import styles from './card-face.module.css';

/**
 * The card's colour family; unknown authorizers get the neutral one. A shop's
 * card (PLACE) has none here: it wears its issuer's colour, or the neutral
 * tone when none is known, never the visited partner's (decision 075).
 */
const FACE_TONES: Partial<Record<PaymentMethod['authorizer'], string>> = {
  VISA: 'blue',
  MASTERCARD: 'graphite',
  ELO: 'black',
  AMEX: 'sky',
  AMERICAN_EXPRESS: 'sky',
  DINERS: 'sky',
  SENFF: 'green',
  DMCARD: 'purple',
  GREEN_BENEFICIOS: 'green',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function cardExpiryText(
  card: Pick<PaymentMethod, 'cardExpirationMonth' | 'cardExpirationYear'>,
) {
  if (card.cardExpirationMonth === null || card.cardExpirationYear === null) return null;
  return `${twoDigits(card.cardExpirationMonth)}/${twoDigits(card.cardExpirationYear % 100)}`;
}

export function CardFace({ card }: { card: PaymentMethod }) {
  const { t } = useTranslation();
  const blocked = cardDisplayState(card) === 'blocked';
  const issuer = blocked ? null : issuerColorsOf(card);
  let tone = FACE_TONES[card.authorizer] ?? 'neutral';
  if (issuer) tone = 'issuer';
  if (blocked) tone = 'blocked';
  const expiry = cardExpiryText(card);
  const storeName = card.cardMetadata?.placeName ?? card.cardMetadata?.cardName ?? null;
  const number = card.cardLastFourDigits ? `•••• ${card.cardLastFourDigits}` : storeName;
  const name = card.alias ?? card.authorizerName;
  const titular =
    card.isDependent && card.titularName ? t('wallet.titular', { name: card.titularName }) : null;
  const label = [
    card.formattedOneLine,
    card.alias,
    titular,
    expiry ? t('wallet.card.expiry', { expiry }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div
      className={styles.face}
      data-tone={tone}
      data-ink={issuer && (issuer.text === '#ffffff' ? 'light' : 'dark')}
      style={
        issuer
          ? ({ '--face-issuer': issuer.background, color: issuer.text } as CSSProperties)
          : undefined
      }
      role="img"
      aria-label={label}
      data-testid="card-face"
    >
      <div className={styles.top}>
        <CardIcon
          className={styles.icon}
          card={card}
          blocked={blocked}
          label=""
          width={60}
          height={40}
        />
        <span className={styles.chip} />
      </div>
      <p className={styles.number} data-kind={card.cardLastFourDigits ? 'digits' : 'name'}>
        {number}
      </p>
      <div className={styles.bottom}>
        <span className={styles.name}>
          {name}
          {titular && <span className={styles.titular}>{titular}</span>}
        </span>
        {expiry && (
          <span className={styles.expiry}>
            <span className={styles.expiryLabel}>{t('wallet.card.expiryLabel')}</span>
            {expiry}
          </span>
        )}
      </div>
    </div>
  );
}
