-- Decision 122: tax is now charged at checkout when it is enabled, and a new shop starts with it
-- off. Until now the switch charged nothing, and the settings page saves every section at once,
-- so a tax section that is exactly the old default (8.5 %, enabled) was written by a save of the
-- page that never chose tax. Keep such a shop charging what it charged (nothing): turn it off.
-- A rate the owner typed is the owner's choice and stays as saved; so does any section with tax off.
UPDATE "settings"
   SET "value" = jsonb_set("value", '{taxEnabled}', 'false'::jsonb), "updated_at" = now()
 WHERE "key" = 'tax'
   AND "value" @> '{"taxRate": 8.5, "taxEnabled": true}'::jsonb;
