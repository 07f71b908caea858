export interface SettingView {
  id: string;
  key: string;
  value: string;
  updatedAt: string;
  _position: number;
}

export const SETTINGS = 'settings';
