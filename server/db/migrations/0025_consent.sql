-- Consent between organizations and people (issue 18): a declined invitation remembers when, a
-- contract remembers which side made its last step, one organization per INN (+KPP), a new price
-- list is a draft.

-- When the invited side declined; the inviter may not renew the invitation for 30 days after it.
ALTER TABLE partnerships ADD COLUMN declined_at timestamptz;

-- The side that made the contract's last status step or last edit on approval: «На согласовании»
-- is approved or rejected only by the other side.
ALTER TABLE contracts ADD COLUMN status_set_by_organization_id bigint REFERENCES organizations (id);
UPDATE contracts SET status_set_by_organization_id = created_by_organization_id;
-- The side each history step was made for.
ALTER TABLE contract_status_history ADD COLUMN organization_id bigint REFERENCES organizations (id);

-- One organization per INN. Branches share the INN and differ in KPP, and only a member of an
-- organization already holding the INN (app_org_ids(): the caller's organizations) may add one;
-- an organization without a KPP owns its INN alone. The index holds equal pairs apart under any
-- race; the trigger (serialized per INN) does the rest. Both report the index's name, which the
-- API turns into a Russian 409 (server/plugins/errors.ts).
CREATE UNIQUE INDEX organizations_inn_kpp_unique ON organizations (inn, coalesce(kpp, '')) WHERE inn IS NOT NULL;
-- The trigger: server/db/functions/organizations.sql (docs/conventions.md, «Database logic»).

-- A new price list waits for the supplier's «Активировать».
ALTER TABLE price_lists ALTER COLUMN is_active SET DEFAULT false;
