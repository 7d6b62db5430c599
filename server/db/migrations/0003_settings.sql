-- Settings: organization requisites, logo and API token; public info with address and bank details.

ALTER TABLE organizations
  ADD COLUMN kpp       text,
  ADD COLUMN ogrn      text,
  ADD COLUMN logo_key  text,
  -- An invitation/API token (32 random bytes, base64url); readable by the organization's managers.
  ADD COLUMN api_token text,
  ADD COLUMN api_token_created_at timestamptz;
CREATE UNIQUE INDEX organizations_api_token_key ON organizations (api_token) WHERE api_token IS NOT NULL;

-- Public card of an organization (marketplace, supplier pages): read across tenants, so no RLS;
-- every read filters explicitly and writes need organization_u.
CREATE TABLE organization_public_info (
  organization_id       bigint PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  description           text,
  phone                 text,
  email                 text,
  website               text,
  country_id            smallint,
  region_id             smallint,
  city_id               bigint,
  street                text,
  bank_name             text,
  bik                   text,
  settlement_account    text,
  correspondent_account text,
  updated_at            timestamptz NOT NULL DEFAULT now()
);
