import { findStatFigure, type Module } from '@edge/contracts';
import { BENEFIT_FIGURES } from './benefit-figures';
import { COMPANY_FIGURES } from './company-figures';
import { COMPLIANCE_FIGURES } from './compliance-figures';
import type { FigureDefinition } from './figure';
import { TOP_PARTY_FIGURES } from './top-parties';

const FIGURES: readonly FigureDefinition[] = [
  ...COMPANY_FIGURES,
  ...COMPLIANCE_FIGURES,
  ...BENEFIT_FIGURES,
  ...TOP_PARTY_FIGURES,
];

/** The computation of a figure the contracts list for the module. */
export function figureDefinition(
  module: Module,
  id: string,
): FigureDefinition | undefined {
  if (!findStatFigure(module, id)) return undefined;
  return FIGURES.find((f) => f.module === module && f.id === id);
}

/** Every figure computed, for the test that each listed one is. */
export const FIGURE_DEFINITIONS = FIGURES;
