import type { BattlerBriefWire, MergePreviewWire } from '../../../../api/features/battler-merge/wire-types';
import { json } from '../../testing/render';

export function makeBrief(over: Partial<BattlerBriefWire> = {}): BattlerBriefWire {
  return {
    id: 'b1',
    name: 'Lil Reek',
    profileImageUrl: null,
    battles: 3,
    wins: 2,
    losses: 1,
    totalVotes: 40,
    totalYoutubeViews: 12_500,
    userId: null,
    ...over,
  };
}

export const reek = makeBrief();
export const reek2 = makeBrief({ id: 'b2', name: 'lil reek!', battles: 1, wins: 0, losses: 1, totalVotes: 7, totalYoutubeViews: 0 });
export const reek3 = makeBrief({ id: 'b3', name: 'LilReek', battles: 5, wins: 4, losses: 1, totalVotes: 1_200, userId: 'u9' });
export const other = makeBrief({ id: 'b4', name: 'Mesa Menace', battles: 0, wins: 0, losses: 0, totalVotes: 0, totalYoutubeViews: 0 });
export const directory = [reek, reek2, reek3, other];

export function makePreview(source: BattlerBriefWire, target: BattlerBriefWire, over: Partial<MergePreviewWire> = {}): MergePreviewWire {
  return { source, target, videos: 2, votes: 17, approvedApplications: 1, youtubeVideos: 4, ownerMoves: false, refusal: null, ...over };
}

/** The autocomplete's search: names containing q, ignoring case, as the server answers (id and name). */
export const searchAnswer = (list: BattlerBriefWire[]) => (req: Request) => {
  const q = (new URL(req.url).searchParams.get('q') ?? '').toLowerCase();
  return json(200, list.filter((b) => b.name.toLowerCase().includes(q)).map(({ id, name }) => ({ id, name })));
};

/** The preview of the asked pair, from the directory; `over` shapes it (a refusal, an owner moving). */
export const previewAnswer = (list: BattlerBriefWire[], over: Partial<MergePreviewWire> = {}) => (req: Request) => {
  const params = new URL(req.url).searchParams;
  const source = list.find((b) => b.id === params.get('sourceId'));
  const target = list.find((b) => b.id === params.get('targetId'));
  if (!source || !target) return json(404, { message: 'Battler not found' });
  return json(200, makePreview(source, target, over));
};
