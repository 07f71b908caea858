import { given } from '../../test/given';
import { reservationDecider, reservationStream } from './reservation';

const reserved = { type: 'ValueReserved' as const, data: { kind: 'username' as const, value: 'Ace', ownerId: 'u1' } };

describe('reservation decider', () => {
  it('names the stream by the lower-cased value', () => {
    expect(reservationStream('username', ' KingPin ')).toBe('username-kingpin');
  });

  it('reserves a free value', () => {
    given(reservationDecider, []).when({ type: 'Reserve', kind: 'username', value: 'Ace', ownerId: 'u1' }).then([reserved]);
  });

  it('refuses a value someone else holds, with the field in the message', () => {
    given(reservationDecider, [reserved]).when({ type: 'Reserve', kind: 'username', value: 'ace', ownerId: 'u2' })
      .thenError('Username already exists', 'conflict');
    given(reservationDecider, [{ type: 'ValueReserved', data: { kind: 'email', value: 'a@b.c', ownerId: 'u1' } }])
      .when({ type: 'Reserve', kind: 'email', value: 'A@B.C', ownerId: 'u2' }).thenError('Email already exists', 'conflict');
  });

  it('is idempotent for the same owner', () => {
    given(reservationDecider, [reserved]).when({ type: 'Reserve', kind: 'username', value: 'Ace', ownerId: 'u1' }).then([]);
  });

  it('releases for the owner only, then the value is free again', () => {
    const released = { type: 'ValueReleased' as const, data: { kind: 'username' as const, value: 'Ace', ownerId: 'u1' } };
    given(reservationDecider, [reserved]).when({ type: 'Release', kind: 'username', value: 'Ace', ownerId: 'u2' }).then([]);
    given(reservationDecider, [reserved]).when({ type: 'Release', kind: 'username', value: 'Ace', ownerId: 'u1' }).then([released]);
    given(reservationDecider, [reserved, released]).when({ type: 'Reserve', kind: 'username', value: 'Ace', ownerId: 'u2' })
      .then([{ type: 'ValueReserved', data: { kind: 'username', value: 'Ace', ownerId: 'u2' } }]);
  });

  it('holds battler names, case-insensitively, with the battler message', () => {
    expect(reservationStream('battler_name', ' Ace ')).toBe('battler_name-ace');
    given(reservationDecider, [{ type: 'ValueReserved', data: { kind: 'battler_name', value: 'Ace', ownerId: 'b1' } }])
      .when({ type: 'Reserve', kind: 'battler_name', value: 'ACE', ownerId: 'b2' })
      .thenError('A battler with this name already exists', 'conflict');
  });
});
