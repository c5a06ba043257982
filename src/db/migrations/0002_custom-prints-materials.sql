-- Default print materials, so a new or an existing shop can quote at once; the owner edits them in the admin.
INSERT INTO "print_materials" ("name", "process", "density_g_per_cm3", "price_per_gram_cents", "colours", "sort_order") VALUES
  ('PLA', 'fdm', 1.240, 5.00, '["Black","White","Grey","Red","Blue","Green","Orange","Yellow","Purple"]'::jsonb, 1),
  ('PETG', 'fdm', 1.270, 6.00, '["Black","White","Clear","Blue"]'::jsonb, 2),
  ('TPU', 'fdm', 1.210, 10.00, '["Black","White","Red"]'::jsonb, 3),
  ('Resin', 'resin', 1.100, 15.00, '["Grey","Clear","Black"]'::jsonb, 4)
ON CONFLICT ("name") DO NOTHING;
