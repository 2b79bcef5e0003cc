// Payments data for the benchmarks, made fast: the signed-in customer through
// the sandbox service (a real session token), places through the terminals
// repository, and rows by the thousand with SQL (generate_series).
import { mercadoAzul } from '../../apps/api/src/modules/partners/sandbox-partners.ts';
import { encodeTransactionCursor } from '../../apps/api/src/modules/payments/transaction-cursor.ts';
import { createTerminalsRepository } from '../../apps/api/src/modules/terminals/repository.ts';

/** A customer with a PIN and a session; `{ token, id }`. */
export async function createCustomer(bench, fullName = 'Cliente Benchmark Souza') {
  const { token, profile } = await bench.app.sandboxService.createUser({
    fullName,
    pin: '2580',
    biometricConsent: true,
  });
  return { token, id: profile.id };
}

/** `count` places of the sandbox partner, each with a location; their ids. */
export async function createPlaces(bench, count) {
  const repository = createTerminalsRepository(bench.app.db);
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const { place } = await repository.findOrCreatePlace({
      partnerId: mercadoAzul.id,
      name: `Loja benchmark ${i + 1}`,
      address: `Av. Paulista, ${1000 + i}, São Paulo`,
      latitude: -23.5614 + i * 0.001,
      longitude: -46.6559,
      googlePlaceId: null,
    });
    ids.push(place.id);
  }
  return ids;
}

/** A validated Visa of the customer (the page joins the card of each payment); its id. */
export async function createCard(bench, userId) {
  const { rows } = await bench.query(
    `insert into payment_methods
       (user_id, type, authorizer, brand, holder_name, alias, last_four, card_token, status,
        validated, created_at, updated_at)
     values ($1, 'CREDIT_CARD', 'VISA', 'VISA', 'CLIENTE BENCHMARK', 'Visa 1111', '1111',
             'sandbox-1111-' || gen_random_uuid(), 'AUTO_APPROVED', true, now(), now())
     returning id`,
    [userId],
  );
  return rows[0].id;
}

/**
 * `count` synthetic customers (no session, no face) in one statement; their
 * CPFs start with 9 and are not valid ones, so they never clash with a real one.
 */
export async function insertSyntheticUsers(bench, count, offset = 0) {
  await bench.query(
    `insert into users (cpf, first_name, last_name, phone_confirmed, must_register_face,
                        face_status, created_at, updated_at)
     select '9' || lpad(i::text, 10, '0'), 'Pessoa', 'Sintética ' || i, true, false,
            'SUCCESS', now(), now()
     from generate_series($1::int + 1, $1::int + $2::int) as i`,
    [offset, count],
  );
}

/**
 * `count` payments of one customer, spread at random over the last three years
 * and over `placeIds`, one in 25 canceled: the rows the terminal API records.
 */
export async function insertTransactionsOf(bench, userId, count, placeIds, cardId = null) {
  await bench.query(
    `insert into transactions
       (user_id, place_id, payment_method_id, amount_cents, status, canceled_at, created_at)
     select $1, ($2::uuid[])[1 + i % cardinality($2::uuid[])], $3,
            500 + (i::bigint * 7919) % 20000,
            case when i % 25 = 0 then 'CANCELED' else 'SUCCESS' end,
            case when i % 25 = 0 then at + interval '10 minutes' end,
            at
     from (select i, now() - random() * interval '1095 days' as at
           from generate_series(1, $4::int) as i) as rows`,
    [userId, placeIds, cardId, count],
  );
}

/**
 * `count` payments spread over every synthetic customer (CPF starting with 9),
 * in batches so that progress shows.
 */
export async function insertTransactionsOfSyntheticUsers(bench, count, placeIds, log) {
  const batch = 100_000;
  for (let done = 0; done < count; done += batch) {
    await bench.query(
      `insert into transactions (user_id, place_id, amount_cents, status, canceled_at, created_at)
       select u.id, ($1::uuid[])[1 + i % cardinality($1::uuid[])],
              500 + (i::bigint * 7919) % 20000,
              case when i % 25 = 0 then 'CANCELED' else 'SUCCESS' end,
              case when i % 25 = 0 then at + interval '10 minutes' end,
              at
       from (select i, now() - random() * interval '1095 days' as at,
                    (i % (select count(*) from users where cpf like '9%')) as n
             from generate_series($2::int + 1, $2::int + $3::int) as i) as rows
       join (select id, row_number() over (order by cpf) - 1 as n
             from users where cpf like '9%') as u using (n)`,
      [placeIds, done, Math.min(batch, count - done)],
    );
    log(`  ${Math.min(done + batch, count).toLocaleString('en')} of ${count.toLocaleString('en')}`);
  }
}

/** The cursor the API gives the customer's item at `position` (0 = newest), as it writes it. */
export async function cursorAt(bench, userId, position) {
  const { rows } = await bench.query(
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
     from transactions where user_id = $1
     order by created_at desc, id desc offset $2 limit 1`,
    [userId, position],
  );
  return encodeTransactionCursor({ at: rows[0].at, id: rows[0].id });
}
