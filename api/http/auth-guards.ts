import type { RequestHandler } from 'express';
import { isAdminRole } from '../../domain/shared/roles';

export const requireUser: RequestHandler = (req, res, next) => {
  if (!req.user) return void res.status(401).json({ message: 'Not authenticated' });
  next();
};

export const requireAdmin: RequestHandler = (req, res, next) => {
  if (!req.user) return void res.status(401).json({ message: 'Not authenticated' });
  if (!isAdminRole(req.user.role)) return void res.status(403).json({ message: 'Admin access required' });
  next();
};
