@_exported import Scrollwork
