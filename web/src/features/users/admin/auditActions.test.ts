import { actionLabel, actionTone } from './auditActions';

describe('audit action labels', () => {
  it('names the YouTube actions (projections/youtube/audit-entries.ts) and colours failures and resets red', () => {
    expect(
      ['youtube_synced', 'youtube_sync_failed', 'youtube_video_reviewed', 'youtube_reset', 'youtube_videos_merged'].map(actionLabel),
    ).toEqual(['YouTube synced', 'YouTube sync failed', 'YouTube video reviewed', 'YouTube reset', 'YouTube videos merged']);
    expect(actionTone('youtube_sync_failed')).toBe('red');
    expect(actionTone('youtube_reset')).toBe('red');
    expect(actionTone('youtube_synced')).toBe('gold');
    expect(actionTone('youtube_video_reviewed')).toBe('gold');
    expect(actionTone('password_reset_by_admin')).toBe('red');
  });

  it('names a comment removal (projections/engagement/audit-entries.ts) in red, its notice in gold', () => {
    expect(['comment_removed', 'comment_removal_notice_sent'].map(actionLabel)).toEqual(['Comment removed', 'Removal notice mailed']);
    expect(actionTone('comment_removed')).toBe('red');
    expect(actionTone('comment_removal_notice_sent')).toBe('gold');
  });

  it('names the catalogue deletions (projections/catalogue/audit-entries.ts) in red', () => {
    expect(['event_deleted', 'video_deleted', 'battler_deleted'].map(actionLabel)).toEqual(['Event deleted', 'Video deleted', 'Battler deleted']);
    for (const action of ['event_deleted', 'video_deleted', 'battler_deleted']) expect(actionTone(action)).toBe('red');
  });

  it('names the two sides of a battler merge', () => {
    expect(['battler_merged', 'battler_absorbed'].map(actionLabel)).toEqual(['Battler merged away', 'Battler merged in']);
  });

  it('reads an unknown action with spaces', () => {
    expect(actionLabel('something_new')).toBe('something new');
  });
});
