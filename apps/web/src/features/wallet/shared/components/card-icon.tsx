// A card's small mark (the list row, the large card): the authorizer's icon
// file, or for a shop's card the shop mark drawn in its issuer's colour
// (decision 075), so it never takes Rosto's or the visited partner's colours.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { issuerColorsOf } from '../utils/issuer-color';

/** The authorizer icon a card shows: greyed out once it is blocked or deleted. */
function cardIconOf(card: Pick<PaymentMethod, 'authorizerIcon'>, blocked: boolean) {
  return blocked ? card.authorizerIcon.disabled : card.authorizerIcon.single;
}

export function CardIcon({
  card,
  blocked,
  label,
  className,
  width,
  height,
}: {
  card: Pick<PaymentMethod, 'authorizer' | 'authorizerIcon' | 'cardMetadata'>;
  blocked: boolean;
  /** The accessible name; empty when the text beside it already says it. */
  label: string;
  className?: string;
  width: number;
  height: number;
}) {
  const colors = blocked ? null : issuerColorsOf(card);
  if (!colors) {
    return (
      <img
        className={className}
        src={cardIconOf(card, blocked)}
        alt={label}
        width={width}
        height={height}
      />
    );
  }
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  // The shapes of public/authorizers/place-single.svg, in the issuer's colours.
  return (
    <svg
      className={className}
      viewBox="0 0 48 32"
      width={width}
      height={height}
      data-testid="store-card-mark"
      {...named}
    >
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="31"
        rx="5"
        fill={colors.background}
        stroke="rgb(0 0 0 / 12%)"
        data-part="background"
      />
      <g fill="none" stroke={colors.text} strokeWidth="1.6">
        <path d="M14 13l2-5h16l2 5" strokeLinejoin="round" />
        <path d="M16 17v8h16v-8" />
      </g>
      <path
        d="M14 13h20v2a3 3 0 0 1-5 0a3 3 0 0 1-5 0a3 3 0 0 1-5 0a3 3 0 0 1-5 0z"
        fill={colors.text}
        fillOpacity="0.6"
      />
      <rect x="22" y="20" width="4" height="5" fill={colors.text} />
    </svg>
  );
}
