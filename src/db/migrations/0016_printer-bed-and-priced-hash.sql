-- Decision 126. A quote keeps the hash of the prices it was priced with (the pricing constants
-- and its material's price), beside the hash of what it was sliced with, so a change of prices
-- re-prices exactly the open quotes priced otherwise.
ALTER TABLE "print_quotes" ADD COLUMN "priced_with_hash" text;--> statement-breakpoint
-- The printer profile's bed is the one build volume. A shop that set its own build volume in the
-- pricing settings, and has no printer profile of its own, keeps it: it becomes the bed of a
-- printer profile made from the shipped default. Then the pricing settings forget the key.
INSERT INTO "slicer_profiles" ("kind", "target", "name", "ini")
SELECT 'printer', 'default', 'printer-from-build-volume.ini',
  'bed_shape = 0x0,' || b.x || 'x0,' || b.x || 'x' || b.y || ',0x' || b.y || '
max_print_height = ' || b.z || '
nozzle_diameter = 0.4
gcode_flavor = marlin2
printer_technology = FFF
retract_length = 0.8
retract_speed = 35
machine_max_acceleration_extruding = 1250
machine_max_feedrate_x = 200
machine_max_feedrate_y = 200
start_gcode = G28 ; home\nG1 Z5 F5000\n
end_gcode = M104 S0\nM140 S0\nG28 X0\nM84\n
'
FROM (
  SELECT "value"->'buildVolumeMm'->>'x' AS x, "value"->'buildVolumeMm'->>'y' AS y,
         "value"->'buildVolumeMm'->>'z' AS z
    FROM "settings" WHERE "key" = 'custom_print_pricing'
) b
WHERE b.x IS NOT NULL AND b.y IS NOT NULL AND b.z IS NOT NULL
  AND (b.x, b.y, b.z) IS DISTINCT FROM ('250', '210', '210')
ON CONFLICT ("kind", "target") DO UPDATE SET "ini" = excluded."ini", "name" = excluded."name"
  WHERE "slicer_profiles"."ini" IS NULL;--> statement-breakpoint
UPDATE "settings" SET "value" = "value" - 'buildVolumeMm' WHERE "key" = 'custom_print_pricing';
