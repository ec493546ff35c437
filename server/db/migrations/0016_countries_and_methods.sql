-- Countries and the deposit methods by country (issue #18; SPEC ENT-23, VAL-10, ROL-12).

-- The country the player lives in (ISO 3166-1 alpha-2), asked at registration. Accounts made before
-- it was asked have none: they are offered only the methods limited to no country.
alter table users add column country text check (country ~ '^[A-Z]{2}$');

-- The sandbox voucher shop's vouchers (server/cashier/sandbox-vouchers.ts): what a prepaid-voucher
-- issuer keeps on its side. A voucher is redeemed once; the house's code never reads this table.
create table sandbox_vouchers (
  code text primary key check (code ~ '^\d{16}$'),
  issued_at timestamptz not null default now(),
  -- The sandbox payment that redeemed it.
  redeemed_by text references sandbox_provider_payments (ref)
);
