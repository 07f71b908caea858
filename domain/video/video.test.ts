import { given } from '../../test/given';
import { ladderFor, type VideoCommand, type VideoEvent, videoDecider, videoStream } from './video';

const upload: Extract<VideoCommand, { type: 'UploadVideo' }> = {
  type: 'UploadVideo', videoId: 'v1', eventId: 'e1', title: ' Ace vs Blaze ', description: ' Round 1 ',
  battlerAId: 'b1', battlerAName: 'Ace', battlerBId: 'b2', battlerBName: 'Blaze',
  isMainEvent: true, requiresAuth: false,
  file: { key: 'videos/abc.mp4', size: 1234, mimeType: 'video/mp4' },
  thumbnailUrl: '/uploads/thumb1.jpg',
  metadata: { duration: 95.5, width: 1920, height: 1080, bitrate: 4000000 },
};
const uploaded: VideoEvent = {
  type: 'VideoUploaded',
  data: {
    videoId: 'v1', eventId: 'e1', title: 'Ace vs Blaze', description: 'Round 1',
    battlerAId: 'b1', battlerAName: 'Ace', battlerBId: 'b2', battlerBName: 'Blaze',
    isMainEvent: true, requiresAuth: false, thumbnailUrl: '/uploads/thumb1.jpg',
    fileKey: 'videos/abc.mp4', fileSize: 1234, mimeType: 'video/mp4',
    duration: 95.5, width: 1920, height: 1080, bitrate: 4000000,
  },
};
const update: Extract<VideoCommand, { type: 'UpdateVideo' }> = {
  type: 'UpdateVideo', eventId: 'e1', title: 'Ace vs Blaze', description: 'Round 1',
  battlerAId: 'b1', battlerAName: 'Ace', battlerBId: 'b2', battlerBName: 'Blaze',
  isMainEvent: true, requiresAuth: false,
};
const deleted: VideoEvent = {
  type: 'VideoDeleted',
  data: {
    videoId: 'v1', eventId: 'e1', battlerAId: 'b1', battlerBId: 'b2', fileKey: 'videos/abc.mp4', thumbnailUrl: '/uploads/thumb1.jpg', reason: 'admin',
    title: 'Ace vs Blaze',
  },
};

describe('video decider', () => {
  it('names its stream video-<id>', () => {
    expect(videoStream('v1')).toBe('video-v1');
  });

  it('uploads a video with its file, metadata and trimmed texts', () => {
    given(videoDecider, []).when(upload).then([uploaded]);
  });

  it('keeps unknown metadata as null', () => {
    const [e] = given(videoDecider, []).when({ ...upload, metadata: { duration: null, width: null, height: null, bitrate: null } }).events();
    expect(e.data).toMatchObject({ duration: null, width: null, height: null, bitrate: null });
  });

  it('requires a title and an event on upload, with the spec message', () => {
    given(videoDecider, []).when({ ...upload, title: '  ' }).thenError('Video title and event are required', 'validation');
    given(videoDecider, []).when({ ...upload, eventId: '' }).thenError('Video title and event are required', 'validation');
  });

  it('requires both battlers, and two different ones', () => {
    given(videoDecider, []).when({ ...upload, battlerBId: '', battlerBName: '' }).thenError('Both battler names are required', 'validation');
    given(videoDecider, []).when({ ...upload, battlerBId: 'b1', battlerBName: 'Ace' })
      .thenError('Battler A and battler B must be different', 'validation');
  });

  it('refuses a file that is not a video, or is empty', () => {
    given(videoDecider, []).when({ ...upload, file: { key: 'x.png', size: 10, mimeType: 'image/png' } }).thenError('Video file must be a video', 'validation');
    given(videoDecider, []).when({ ...upload, file: { key: 'x.mp4', size: 0, mimeType: 'video/mp4' } }).thenError('Video file is empty', 'validation');
  });

  it('refuses negative metadata', () => {
    given(videoDecider, []).when({ ...upload, metadata: { duration: -1, width: 1, height: 1, bitrate: 1 } })
      .thenError(/metadata/, 'validation');
  });

  it('refuses a title over 255 characters', () => {
    given(videoDecider, []).when({ ...upload, title: 't'.repeat(256) }).thenError('Title must be at most 255 characters', 'validation');
  });

  it('refuses to upload the same video id twice', () => {
    given(videoDecider, [uploaded]).when(upload).thenError('Video already exists', 'conflict');
  });

  it('updates the details, naming the previous thumbnail, event and battlers', () => {
    given(videoDecider, [uploaded]).when({ ...update, eventId: 'e2', battlerBId: 'b3', battlerBName: 'Cruz', isMainEvent: false, requiresAuth: true })
      .then([{ type: 'VideoUpdated', data: {
        videoId: 'v1', eventId: 'e2', title: 'Ace vs Blaze', description: 'Round 1',
        battlerAId: 'b1', battlerAName: 'Ace', battlerBId: 'b3', battlerBName: 'Cruz',
        isMainEvent: false, requiresAuth: true, thumbnailUrl: '/uploads/thumb1.jpg',
        previousThumbnailUrl: '/uploads/thumb1.jpg', previousEventId: 'e1', previousBattlerAId: 'b1', previousBattlerBId: 'b2',
      } }]);
  });

  it('replaces the thumbnail, or clears it with null, keeping it when undefined', () => {
    const [replaced] = given(videoDecider, [uploaded]).when({ ...update, thumbnailUrl: '/uploads/thumb2.jpg' }).events();
    expect(replaced.data).toMatchObject({ thumbnailUrl: '/uploads/thumb2.jpg', previousThumbnailUrl: '/uploads/thumb1.jpg' });
    const [cleared] = given(videoDecider, [uploaded]).when({ ...update, thumbnailUrl: null }).events();
    expect(cleared.data).toMatchObject({ thumbnailUrl: null, previousThumbnailUrl: '/uploads/thumb1.jpg' });
    given(videoDecider, [uploaded]).when({ ...update, thumbnailUrl: undefined }).then([]);
  });

  it('records nothing when nothing changed', () => {
    given(videoDecider, [uploaded]).when(update).then([]);
    given(videoDecider, [uploaded]).when({ ...update, title: ' Ace vs Blaze ', thumbnailUrl: '/uploads/thumb1.jpg' }).then([]);
  });

  it('folds an update into the state the next command sees', () => {
    const moved: VideoEvent = { type: 'VideoUpdated', data: {
      videoId: 'v1', eventId: 'e2', title: 'New', description: '', battlerAId: 'b1', battlerAName: 'Ace', battlerBId: 'b3', battlerBName: 'Cruz',
      isMainEvent: false, requiresAuth: true, thumbnailUrl: null,
      previousThumbnailUrl: '/uploads/thumb1.jpg', previousEventId: 'e1', previousBattlerAId: 'b1', previousBattlerBId: 'b2',
    } };
    given(videoDecider, [uploaded, moved]).when({ type: 'DeleteVideo', reason: 'event_deleted' })
      .then([{ type: 'VideoDeleted', data: { videoId: 'v1', eventId: 'e2', battlerAId: 'b1', battlerBId: 'b3', fileKey: 'videos/abc.mp4', thumbnailUrl: null, reason: 'event_deleted', title: 'New' } }]);
  });

  it('requires a title and an event on edit', () => {
    given(videoDecider, [uploaded]).when({ ...update, title: ' ' }).thenError('Title is required', 'validation');
    given(videoDecider, [uploaded]).when({ ...update, eventId: '' }).thenError('Event is required', 'validation');
    given(videoDecider, [uploaded]).when({ ...update, battlerBId: 'b1' }).thenError('Battler A and battler B must be different', 'validation');
  });

  it('deletes a video, naming its file, thumbnail, event and battlers', () => {
    given(videoDecider, [uploaded]).when({ type: 'DeleteVideo', reason: 'admin' }).then([deleted]);
  });

  it('refuses update and delete of a missing or deleted video', () => {
    given(videoDecider, []).when(update).thenError('Video not found', 'not_found');
    given(videoDecider, []).when({ type: 'DeleteVideo', reason: 'admin' }).thenError('Video not found', 'not_found');
    given(videoDecider, [uploaded, deleted]).when(update).thenError('Video not found', 'not_found');
    given(videoDecider, [uploaded, deleted]).when({ type: 'DeleteVideo', reason: 'event_deleted' }).thenError('Video not found', 'not_found');
  });
});

describe('video renditions', () => {
  const uploaded720: VideoEvent = {
    type: 'VideoUploaded', data: {
      videoId: 'r1', title: 'T', description: '', eventId: 'e1', battlerAId: 'a', battlerAName: 'A', battlerBId: 'b', battlerBName: 'B',
      isMainEvent: false, requiresAuth: false, thumbnailUrl: null, fileKey: 'videos/r1.mp4', fileSize: 10, mimeType: 'video/mp4',
      duration: 5, width: 1280, height: 720, bitrate: 1000,
    },
  };
  const file = { quality: '480p', key: 'videos/r1/480p.mp4', size: 5, width: 854, height: 480, bitrate: 800 };

  it('plans every rung at or below the source height, once', () => {
    expect(ladderFor(2160)).toEqual(['2160p', '1440p', '1080p', '720p', '480p', '360p']);
    expect(ladderFor(720)).toEqual(['720p', '480p', '360p']);
    expect(ladderFor(359)).toEqual([]);
    expect(ladderFor(null)).toEqual([]);
    given(videoDecider, [uploaded720]).when({ type: 'PlanRenditions' })
      .then([{ type: 'RenditionsPlanned', data: { videoId: 'r1', qualities: ['720p', '480p', '360p'] } }]);
    const planned: VideoEvent = { type: 'RenditionsPlanned', data: { videoId: 'r1', qualities: ['720p', '480p', '360p'] } };
    given(videoDecider, [uploaded720, planned]).when({ type: 'PlanRenditions' }).then([]);
  });

  it('records a finished or failed rendition of a planned quality only', () => {
    const planned: VideoEvent = { type: 'RenditionsPlanned', data: { videoId: 'r1', qualities: ['720p', '480p', '360p'] } };
    given(videoDecider, [uploaded720, planned]).when({ type: 'CompleteRendition', file })
      .then([{ type: 'RenditionCompleted', data: { videoId: 'r1', ...file } }]);
    given(videoDecider, [uploaded720, planned]).when({ type: 'CompleteRendition', file: { ...file, quality: '1080p' } })
      .thenError('No 1080p rendition was planned', 'validation');
    given(videoDecider, [uploaded720, planned]).when({ type: 'FailRendition', quality: '360p', reason: 'ffmpeg exited 1' })
      .then([{ type: 'RenditionFailed', data: { videoId: 'r1', quality: '360p', reason: 'ffmpeg exited 1' } }]);
  });

  it('a quality that completed or failed records nothing again (the renditions reactor may run twice)', () => {
    const planned: VideoEvent = { type: 'RenditionsPlanned', data: { videoId: 'r1', qualities: ['720p', '480p', '360p'] } };
    const completed: VideoEvent = { type: 'RenditionCompleted', data: { videoId: 'r1', ...file } };
    const failed: VideoEvent = { type: 'RenditionFailed', data: { videoId: 'r1', quality: '360p', reason: 'ffmpeg exited 1' } };
    given(videoDecider, [uploaded720, planned, completed]).when({ type: 'CompleteRendition', file }).then([]);
    given(videoDecider, [uploaded720, planned, completed]).when({ type: 'FailRendition', quality: file.quality, reason: 'late' }).then([]);
    given(videoDecider, [uploaded720, planned, failed]).when({ type: 'FailRendition', quality: '360p', reason: 'again' }).then([]);
  });
});

describe('a thumbnail extracted from the video (issue 30)', () => {
  const bare: VideoEvent = { ...uploaded, data: { ...uploaded.data, thumbnailUrl: null } } as VideoEvent;
  const frame = { type: 'RecordExtractedThumbnail', thumbnailUrl: '/uploads/thumbnails/frame-1.jpg', atSeconds: 9.55 } as const;
  const extracted: VideoEvent = { type: 'VideoThumbnailExtracted', data: { videoId: 'v1', thumbnailUrl: frame.thumbnailUrl, atSeconds: 9.55 } };

  it('records the frame of a video uploaded without a thumbnail, once', () => {
    given(videoDecider, [bare]).when(frame).then([extracted]);
    given(videoDecider, [bare, extracted]).when({ ...frame, thumbnailUrl: '/uploads/thumbnails/frame-2.jpg' }).then([]);
  });

  it('never replaces a thumbnail an admin uploaded, set or cleared, and records nothing for a deleted video', () => {
    given(videoDecider, [uploaded]).when(frame).then([]);
    const [set] = given(videoDecider, [bare]).when({ ...update, thumbnailUrl: '/uploads/thumb2.jpg' }).events();
    given(videoDecider, [bare, set]).when(frame).then([]);
    const [cleared] = given(videoDecider, [uploaded]).when({ ...update, thumbnailUrl: null }).events();
    given(videoDecider, [uploaded, cleared]).when(frame).then([]);
    given(videoDecider, [bare, deleted]).when(frame).then([]);
    given(videoDecider, []).when(frame).then([]);
  });

  it('an admin may replace the extracted frame, which the update names as the previous thumbnail', () => {
    const [replaced] = given(videoDecider, [bare, extracted]).when({ ...update, thumbnailUrl: '/uploads/thumb2.jpg' }).events();
    expect(replaced.data).toMatchObject({ thumbnailUrl: '/uploads/thumb2.jpg', previousThumbnailUrl: frame.thumbnailUrl });
  });
});

describe('video battler reassignment (issue 13)', () => {
  const reassign = { type: 'ReassignBattler' as const, fromBattlerId: 'b1', toBattlerId: 'b9', toName: 'Ace!' };
  const reassignedA: VideoEvent = { type: 'VideoBattlerReassigned', data: {
    videoId: 'v1', side: 'A', fromBattlerId: 'b1', fromName: 'Ace', battlerId: 'b9', battlerName: 'Ace!', battlerAId: 'b9', battlerBId: 'b2',
  } };

  it('re-points the side that names the source, keeping the other', () => {
    given(videoDecider, [uploaded]).when(reassign).then([reassignedA]);
    given(videoDecider, [uploaded]).when({ ...reassign, fromBattlerId: 'b2' }).then([{ type: 'VideoBattlerReassigned', data: {
      videoId: 'v1', side: 'B', fromBattlerId: 'b2', fromName: 'Blaze', battlerId: 'b9', battlerName: 'Ace!', battlerAId: 'b1', battlerBId: 'b9',
    } }]);
  });

  it('records nothing for a video without the source, already re-pointed, missing or deleted', () => {
    given(videoDecider, [uploaded]).when({ ...reassign, fromBattlerId: 'b7' }).then([]);
    given(videoDecider, [uploaded, reassignedA]).when(reassign).then([]);
    given(videoDecider, []).when(reassign).then([]);
    given(videoDecider, [uploaded, deleted]).when(reassign).then([]);
  });

  it('refuses a video where the two battlers faced each other', () => {
    given(videoDecider, [uploaded]).when({ ...reassign, toBattlerId: 'b2' })
      .thenError('These battlers battled each other: merged, a battler would face itself', 'conflict');
  });

  it('folds the new side and remembers the former battler, following a chain of merges', () => {
    const once = [uploaded, reassignedA].reduce(videoDecider.evolve, videoDecider.initialState);
    expect(once).toMatchObject({ battlerAId: 'b9', battlerAName: 'Ace!', battlerBId: 'b2', formerBattlerIds: { b1: 'b9' } });
    const again: VideoEvent = { type: 'VideoBattlerReassigned', data: {
      videoId: 'v1', side: 'A', fromBattlerId: 'b9', fromName: 'Ace!', battlerId: 'b5', battlerName: 'ACE', battlerAId: 'b5', battlerBId: 'b2',
    } };
    expect(videoDecider.evolve(once, again).formerBattlerIds).toEqual({ b1: 'b5', b9: 'b5' });
  });
});
