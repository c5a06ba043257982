import type { Rule } from 'eslint';

export declare const noFolderCycle: Rule.RuleModule;
export declare function folderGraph(root: string, known: Set<string>): Map<string, Set<string>>;
