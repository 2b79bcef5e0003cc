// A shop's fields: partner, name, address, CNPJ (masked while typed, sent as
// 14 digits) and its map position as latitude and longitude, both or neither;
// a shop being edited also has the largest payment its terminals take (typed
// cents-first). Used to create a shop and to edit one.
import type { EndpointBody } from '@rosto/contract/endpoints';
import { formatMoney } from '@rosto/contract/format-money';
import {
  type ConsoleShopDetail,
  SHOP_MAX_AMOUNT_CEILING_CENTS,
} from '@rosto/contract/schemas/console-shops';
import { maskedValidCnpj } from '@rosto/contract/validators/cnpj';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../../components/money-field';
import { ErrorAlert } from '../../../components/status';
import { TextField } from '../../../components/text-field';
import { useConsoleStore } from '../../../lib/console-store';
import type { ShopInput } from '../api/create-shop';
import { usePartners } from '../api/get-partners';
import { cnpjDigits, maskCnpj } from './cnpj-mask';

type FieldName = 'partnerId' | 'name' | 'address' | 'cnpj' | 'location' | 'maxAmountCents';

/** The form's answer: a new shop's fields, and an edited one's limit too. */
export type ShopFormInput = ShopInput & Pick<EndpointBody<'consoleShopUpdate'>, 'maxAmountCents'>;

/** R$ 1,00: the least an operator may set as a shop's largest payment (the API's floor). */
const MIN_MAX_AMOUNT_CENTS = 100;

interface ShopFormProps {
  /** The shop being edited; absent for a new one. */
  shop?: ConsoleShopDetail;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (shop: ShopFormInput) => void;
}

const coordinateText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A coordinate typed with a comma or a point; NaN when it is no number. */
const parseCoordinate = (text: string) => Number(text.trim().replace(',', '.'));

export function ShopForm({ shop, submitLabel, pending, error, onSubmit }: ShopFormProps) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const partners = usePartners();
  const [maxAmountCents, setMaxAmountCents] = useState<number | null>(shop?.maxAmountCents ?? null);
  const [values, setValues] = useState({
    partnerId: shop?.partner.id ?? '',
    name: shop?.name ?? '',
    address: shop?.address ?? '',
    cnpj: shop?.cnpj ?? '',
    latitude: coordinateText(shop?.latitude),
    longitude: coordinateText(shop?.longitude),
  });
  const [invalid, setInvalid] = useState<ReadonlySet<FieldName>>(new Set());
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const latitude = values.latitude.trim();
    const longitude = values.longitude.trim();
    const lat = parseCoordinate(latitude);
    const lng = parseCoordinate(longitude);
    const noPlace = latitude === '' && longitude === '';
    const placeValid =
      noPlace ||
      (latitude !== '' &&
        longitude !== '' &&
        Number.isFinite(lat) &&
        Number.isFinite(lng) &&
        Math.abs(lat) <= 90 &&
        Math.abs(lng) <= 180);
    const wrong = new Set<FieldName>();
    if (values.partnerId === '') wrong.add('partnerId');
    if (values.name.trim() === '') wrong.add('name');
    if (values.address.trim() === '') wrong.add('address');
    if (maskedValidCnpj(values.cnpj) === null) wrong.add('cnpj');
    if (!placeValid) wrong.add('location');
    if (
      shop &&
      (maxAmountCents === null ||
        maxAmountCents < MIN_MAX_AMOUNT_CENTS ||
        maxAmountCents > SHOP_MAX_AMOUNT_CEILING_CENTS)
    ) {
      wrong.add('maxAmountCents');
    }
    setInvalid(wrong);
    const first = [...wrong][0];
    if (first) {
      document.getElementById(first === 'location' ? 'shop-latitude' : `shop-${first}`)?.focus();
      return;
    }
    onSubmit({
      partnerId: values.partnerId,
      name: values.name.trim(),
      address: values.address.trim(),
      cnpj: cnpjDigits(values.cnpj),
      latitude: noPlace ? null : lat,
      longitude: noPlace ? null : lng,
      ...(shop && maxAmountCents !== null ? { maxAmountCents } : {}),
    });
  };

  const errorText: Record<FieldName, string> = {
    partnerId: t('shops.form.partnerRequired'),
    name: t('common.required'),
    address: t('common.required'),
    cnpj: t('shops.form.cnpjInvalid'),
    location: t('shops.form.locationInvalid'),
    maxAmountCents: t('shops.form.maxAmountInvalid', {
      min: formatMoney(MIN_MAX_AMOUNT_CENTS, language),
      max: formatMoney(SHOP_MAX_AMOUNT_CEILING_CENTS, language),
    }),
  };
  /** A text box's error: null while its value is right. */
  const errorTextOf = (name: FieldName) => (invalid.has(name) ? errorText[name] : null);
  // The partner's select and the location's fieldset are no text box: they
  // write their error paragraph and description themselves.
  const errorOf = (name: FieldName) =>
    invalid.has(name) ? (
      <p className="field-error" id={`shop-${name}-error`}>
        {errorText[name]}
      </p>
    ) : null;
  const describedBy = (name: FieldName, hint?: string) =>
    [invalid.has(name) ? `shop-${name}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form className="panel shop-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="shop-partnerId">{t('shops.partner')}</label>
        <select
          id="shop-partnerId"
          value={values.partnerId}
          onChange={(event) => set('partnerId')(event.target.value)}
          aria-invalid={invalid.has('partnerId')}
          aria-describedby={describedBy('partnerId')}
        >
          <option value="">{t('shops.form.choosePartner')}</option>
          {partners.data?.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name}
            </option>
          ))}
        </select>
        {errorOf('partnerId')}
      </div>
      {/* The boxes keep shop-<field> ids: submit focuses the first wrong one by it. */}
      <TextField
        id="shop-name"
        label={t('shops.name')}
        autoComplete="off"
        maxLength={120}
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        hint={t('shops.form.nameHint')}
        error={errorTextOf('name')}
      />
      <TextField
        id="shop-address"
        label={t('shops.address')}
        autoComplete="off"
        maxLength={300}
        value={values.address}
        onChange={(event) => set('address')(event.target.value)}
        error={errorTextOf('address')}
      />
      <TextField
        id="shop-cnpj"
        label={t('shops.cnpj')}
        className="mono cnpj"
        inputMode="numeric"
        autoComplete="off"
        placeholder="00.000.000/0000-00"
        value={values.cnpj}
        onChange={(event) => set('cnpj')(maskCnpj(event.target.value))}
        error={errorTextOf('cnpj')}
      />
      <fieldset
        className="field location-field"
        aria-describedby={describedBy('location', 'shop-location-hint')}
      >
        <legend>{t('shops.form.location')}</legend>
        <div className="location-row">
          <div>
            <label htmlFor="shop-latitude">{t('shops.latitude')}</label>
            <input
              id="shop-latitude"
              inputMode="decimal"
              autoComplete="off"
              placeholder="-23.5614"
              value={values.latitude}
              onChange={(event) => set('latitude')(event.target.value)}
              aria-invalid={invalid.has('location')}
            />
          </div>
          <div>
            <label htmlFor="shop-longitude">{t('shops.longitude')}</label>
            <input
              id="shop-longitude"
              inputMode="decimal"
              autoComplete="off"
              placeholder="-46.6559"
              value={values.longitude}
              onChange={(event) => set('longitude')(event.target.value)}
              aria-invalid={invalid.has('location')}
            />
          </div>
        </div>
        <p className="field-hint" id="shop-location-hint">
          {t('shops.form.locationHint')}
        </p>
        {errorOf('location')}
      </fieldset>
      {shop && (
        <MoneyField
          id="shop-maxAmountCents"
          label={t('shops.maxAmount')}
          hint={t('shops.maxAmountHint')}
          cents={maxAmountCents}
          onChange={setMaxAmountCents}
          error={errorTextOf('maxAmountCents')}
          language={language}
        />
      )}
      <ErrorAlert error={error} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('common.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
