import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { User } from './user.entity';

/** Look-ups of accounts; creating and changing credentials belongs to the auth module. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async byId(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new DomainError('USER_NOT_FOUND', `No user ${id}`);
    return user;
  }

  async byUsername(username: string): Promise<User> {
    const user = await this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
    if (!user) throw new DomainError('USER_NOT_FOUND', `No user named ${username}`);
    return user;
  }

  /** A user named by username or by email (invitations accept either). */
  async byUsernameOrEmail(login: string): Promise<User | null> {
    return login.includes('@')
      ? this.users.findOneBy({ email: login.trim().toLowerCase() })
      : this.users.createQueryBuilder('u').where('lower(u.username) = lower(:login)', { login: login.trim() }).getOne();
  }

  async byIds(ids: readonly string[]): Promise<Map<string, User>> {
    if (ids.length === 0) return new Map();
    const rows = await this.users.findBy({ id: In([...new Set(ids)]) });
    return new Map(rows.map((u) => [u.id, u]));
  }
}
