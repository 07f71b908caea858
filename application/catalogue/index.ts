/** What other application areas may use of the catalogue: resolving a battler by its name (the battler-application links), following merges. */
export { BattlerCommands } from './battler-commands';
export { followMerges } from './merge-chain';
export { deleteByUrl } from './stored-files';
