/** What other application areas may use of the catalogue: resolving a battler by its name (the battler-application links). */
export { BattlerCommands } from './battler-commands';
