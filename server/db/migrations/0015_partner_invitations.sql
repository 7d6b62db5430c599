-- Partnership invitations sent by e-mail to people who are not registered yet. When the invitee
-- creates an organization of the invited side, each one becomes an 'invited' partnership.
CREATE TABLE partner_invitations (
  id              bigserial PRIMARY KEY,
  -- The inviting organization.
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- Lower-cased, as users.email is compared.
  email           text NOT NULL CHECK (email = lower(email)),
  -- The side the invitee is asked to take: a supplier invites a 'client', a client a 'supplier'.
  invitee_side    text NOT NULL CHECK (invitee_side IN ('client', 'supplier')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, organization_id, invitee_side)
);

SELECT app_enable_tenant_rls('partner_invitations', 'organization_id');
