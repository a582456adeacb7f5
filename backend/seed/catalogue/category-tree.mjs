// The eight top categories in the order of spec point 9's icon list.
import { fastenings } from './tree-fastenings.mjs';
import { electric } from './tree-electric.mjs';
import { cooling } from './tree-cooling.mjs';
import { plumbing, sprinkler } from './tree-pipes.mjs';
import { tools } from './tree-tools.mjs';
import { ground } from './tree-ground.mjs';
import { property } from './tree-property.mjs';

export const CATEGORY_TREE = [fastenings, sprinkler, plumbing, tools, ground, property, cooling, electric];
