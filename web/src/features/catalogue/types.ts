/** The catalogue's answers as the server sends them (docs/api-catalogue.md): the API's own types, imported as types only. */

export type {
  MainVideoWire as MainVideo,
  EventWire as LeagueEvent,
  VideoWire as Video,
  BattleWire as Battle,
  BattlerCategory,
  BattlerWire as Battler,
  AdminBattlerWire as AdminBattler,
  BattlerNameWire as BattlerName,
} from '../../../../api/features/catalogue/wire-types';

/** Built inline by the videos router (not a read model), so written here. */
export interface VideoAccess {
  requiresAuth: boolean;
  hasAccess: boolean;
}
