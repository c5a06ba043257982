import type { PrintQuality } from '../print-constants';

/**
 * The profiles a shop slices with until its owner uploads its own: a generic 250 × 210 × 210 mm
 * bed-slinger with a 0.4 mm nozzle (the default build volume of the instant estimate), a
 * generic 1.75 mm filament, and the three qualities' layer heights. Plain PrusaSlicer keys.
 */
export const DEFAULT_PRINTER_INI = `bed_shape = 0x0,250x0,250x210,0x210
max_print_height = 210
nozzle_diameter = 0.4
gcode_flavor = marlin2
printer_technology = FFF
retract_length = 0.8
retract_speed = 35
machine_max_acceleration_extruding = 1250
machine_max_feedrate_x = 200
machine_max_feedrate_y = 200
start_gcode = G28 ; home\\nG1 Z5 F5000\\n
end_gcode = M104 S0\\nM140 S0\\nG28 X0\\nM84\\n
`;

export const DEFAULT_MATERIAL_INI = `filament_diameter = 1.75
temperature = 210
first_layer_temperature = 215
bed_temperature = 60
first_layer_bed_temperature = 60
filament_max_volumetric_speed = 12
`;

export const DEFAULT_QUALITY_INI: Record<PrintQuality, string> = {
  draft: `layer_height = 0.28\nfirst_layer_height = 0.28\nperimeters = 2\ntop_solid_layers = 4\nbottom_solid_layers = 3\n`,
  standard: `layer_height = 0.2\nfirst_layer_height = 0.2\nperimeters = 2\ntop_solid_layers = 5\nbottom_solid_layers = 4\n`,
  fine: `layer_height = 0.12\nfirst_layer_height = 0.2\nperimeters = 3\ntop_solid_layers = 7\nbottom_solid_layers = 5\n`,
};

export const SLICER_PROFILE_KINDS = ['printer', 'material', 'quality'] as const;
export type SlicerProfileKind = (typeof SLICER_PROFILE_KINDS)[number];
